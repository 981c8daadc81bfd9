import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectSite } from '../../api/endpoints';
import { endSession } from '../../api/session';
import { queryKeys } from '../../api/queryKeys';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL, maxWidth: '640px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * A host no organisation has connected yet (403 tenant_not_bound): its people are told so, and an
 * administrator connects it here. The server decides who may; anyone else is told that only an
 * administrator can.
 */
export function ConnectSitePrompt() {
  const t = useT();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: connectSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
  return (
    <div className={styles.root}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('connect_site_title')}</MessageBarTitle>
          {t('api_error_tenant_not_bound')}
        </MessageBarBody>
      </MessageBar>
      {connect.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{connect.error.message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={connect.isPending} onClick={() => connect.mutate()}>
          {connect.isPending ? t('connect_site_busy') : t('connect_site_action')}
        </Button>
        {/* Someone else (the administrator) may sign in here instead. */}
        <Button onClick={() => endSession(queryClient)}>{t('sign_out')}</Button>
      </div>
    </div>
  );
}
