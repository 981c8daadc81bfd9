import type { BoardResponse, Field } from '@listboard/shared';
import type { CardSort } from './arrangeCards';
import { SortMenu } from './SortMenu';
import { SwimlaneMenu } from './SwimlaneMenu';

/** What the sort and lanes menus show and change, as the toolbar holds it. */
export interface ArrangeToolsProps {
  board: BoardResponse;
  sort: CardSort;
  onSortChange: (sort: CardSort) => void;
  /** The lane field in effect: the picked one, else the board's; null for none. */
  currentLaneField: string | null;
  hideEmpty: boolean;
  hideEmptyLocked: boolean;
  onPickLaneField: (field: Field | null) => void;
  onHideEmptyChange: (hide: boolean) => void;
  onCollapseAll: (collapsed: boolean) => void;
}

/** Sort and swimlanes as submenus of the mobile menu, where the toolbar has no room for them. */
export function NestedArrangeTools(props: ArrangeToolsProps) {
  return (
    <>
      <SortMenu board={props.board} sort={props.sort} onChange={props.onSortChange} nested />
      <SwimlaneMenu
        board={props.board}
        current={props.currentLaneField}
        hideEmpty={props.hideEmpty}
        hideEmptyLocked={props.hideEmptyLocked}
        onPick={props.onPickLaneField}
        onHideEmptyChange={props.onHideEmptyChange}
        onCollapseAll={props.onCollapseAll}
        nested
      />
    </>
  );
}
