import { Suspense, lazy, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';
import { useAddColumnStyles } from './addColumnStyles';

// The form loads when an owner opens it: its field and input stay out of the board's start-up JS (docs/performance.md#start-up).
const AddColumnForm = lazy(() => import('./AddColumnForm').then((module) => ({ default: module.AddColumnForm })));

/**
 * "Add column" at the end of the board's columns, for those who may change its settings (the server checks
 * again): the name becomes a new choice of the column field and a column of the board, which then reloads.
 */
export function AddColumn({ boardId }: { boardId: string }) {
  const styles = useAddColumnStyles();
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = (
    <div className={styles.slot}>
      <Button appearance="subtle" icon={<Add20Regular />} onClick={() => setOpen(true)}>
        {t('add_column')}
      </Button>
    </div>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <AddColumnForm boardId={boardId} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
