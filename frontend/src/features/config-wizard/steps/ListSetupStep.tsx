import { BoardNameSection } from '../sections/lists/BoardNameSection';
import { SourceListsSection } from '../sections/lists/SourceListsSection';
import { ConfigFileSection } from '../sections/transfer/ConfigFileSection';
import { TemplateSection } from '../sections/transfer/TemplateSection';

/** Step 0, List setup: the board's name and lists, and configuration import and export. */
export function ListSetupStep() {
  return (
    <>
      <BoardNameSection />
      <SourceListsSection />
      <ConfigFileSection />
      <TemplateSection />
    </>
  );
}
