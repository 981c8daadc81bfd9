import { ColumnsSection } from '../sections/columns/ColumnsSection';
import { SwimlanesSection } from '../sections/swimlanes/SwimlanesSection';
import { ViewsSection } from '../sections/views/ViewsSection';

/** Step 1, Board setup: columns, swimlanes and the views filter (spec 2 section 2). */
export function BoardSetupStep() {
  return (
    <>
      <ColumnsSection />
      <SwimlanesSection />
      <ViewsSection />
    </>
  );
}
