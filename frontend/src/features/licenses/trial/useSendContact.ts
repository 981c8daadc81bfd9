import type { TrialInfoRequest } from '@listboard/shared';
import { type TrialInfoResult, useSendTrialInfo } from '../../../api/licenseEndpoints';
import { useAlerts } from '../../../ui/alerts';

/**
 * Sends the trial information or a demo request; a failure shows the server's message, success the caller's
 * thanks. The server answers 'waiting' when it kept the message to mail it a moment later.
 */
export function useSendContact(thanks: (result: TrialInfoResult) => string) {
  const { showAlert } = useAlerts();
  const send = useSendTrialInfo();
  return {
    isPending: send.isPending,
    send(request: TrialInfoRequest, onSent: () => void) {
      send.mutate(request, {
        onSuccess: (result) => {
          showAlert('success', thanks(result));
          onSent();
        },
        onError: (error) => showAlert('error', error.message),
      });
    },
  };
}
