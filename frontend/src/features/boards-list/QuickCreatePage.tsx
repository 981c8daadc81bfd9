import { useState } from 'react';
import { Button, Field, Input, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quickCreateBoard } from '../../api/homeEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { HostLink, useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';

const useStyles = makeStyles({
  page: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

/**
 * Quick create (spec 1 section 2, route /newboard/quick): a board by its name alone, over a new list
 * with the default task fields (POST /api/boards/new); then its board opens. The wizard stays one link away.
 */
export function QuickCreatePage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const create = useMutation({
    mutationFn: quickCreateBoard,
    onSuccess: (board) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards });
      navigate(`/kanban/${encodeURIComponent(board.id)}`);
    },
  });
  const missing = tried && name.trim() === '';

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('home_quick_heading')}</Title2>
      <Text>{t('home_quick_intro')}</Text>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (name.trim() !== '' && !create.isPending) create.mutate(name.trim());
        }}
      >
        <Field label={t('home_quick_name')} required validationMessage={missing ? t('home_quick_name_needed') : undefined}>
          <Input value={name} maxLength={255} autoFocus onChange={(_, data) => setName(data.value)} />
        </Field>
        {create.error && <InlineAlert intent="error" message={create.error.message} />}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={<AddRegular />} disabledFocusable={create.isPending}>
            {t('home_quick_create')}
          </Button>
          <HostLink className={styles.link} to="/newboard">
            {t('home_quick_wizard')}
          </HostLink>
        </div>
        {create.isPending && <BusySpinner label={t('home_quick_creating')} />}
      </form>
    </div>
  );
}
