import { BoardNameSection } from '../sections/lists/BoardNameSection';
import { SourceListsSection } from '../sections/lists/SourceListsSection';

/** Step 0, List setup: the board's name and lists, and configuration import and export. */
export function ListSetupStep() {
  return (
    <>
      <BoardNameSection />
      <SourceListsSection />
    </>
  );
}
