import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../../i18n/useT';

interface Question {
  message: string;
  /** An alert only informs: it has OK and no Cancel. */
  alert: boolean;
}

/**
 * The spec's message box (spec 3 section 2): an alert dialog named by its message with OK and Cancel,
 * or OK alone. `ask` resolves true for OK.
 */
export function useConfirm(): { ask: (message: string, alert?: boolean) => Promise<boolean>; confirmation: ReactNode } {
  const t = useT();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(ok: boolean) => void>(() => undefined);

  const ask = useCallback((message: string, alert = false) => {
    setQuestion({ message, alert });
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const reply = (ok: boolean) => {
    setQuestion(null);
    answer.current(ok);
  };

  const confirmation = question && (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && reply(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{question.message}</DialogTitle>
          <DialogActions>
            <Button appearance="primary" onClick={() => reply(true)}>
              {t('confirm_ok')}
            </Button>
            {!question.alert && <Button onClick={() => reply(false)}>{t('confirm_cancel')}</Button>}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  return { ask, confirmation };
}
