import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Radio, RadioGroup, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardSummary } from '@listboard/shared';
import { useTeamsBoards } from '../../api/queries';
import { readPageParameters } from '../../host/hostQuery';
import { teamsHost } from '../../host/teams/teamsLaunch';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { tabConfigurationFor } from './tabConfiguration';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    maxWidth: '720px',
  },
  description: { color: tokens.colorNeutralForeground3 },
});

/**
 * /teams/config, the configuration page of the Teams tab (the manifest's configurationUrl): the board
 * selector. Choosing a board lets Teams enable Save; Save stores the board's page as the tab's content.
 */
export function TeamsTabConfigPage() {
  const t = useT();
  const styles = useStyles();
  const host = teamsHost();
  const { search } = useLocation();
  const boards = useTeamsBoards(true);
  const [chosen, setChosen] = useState<BoardSummary | null>(null);
  const chosenRef = useRef<BoardSummary | null>(null);
  const hostSite = readPageParameters(search).SPHostUrl ?? '';

  useEffect(() => {
    host?.onConfigurationSave(async () => {
      const board = chosenRef.current;
      if (!board) throw new Error(t('teams_config_choose'));
      return tabConfigurationFor(board, window.location.origin, hostSite, host.context.teamChat);
    });
  }, [host, hostSite, t]);

  const choose = (boardId: string) => {
    const board = boards.data?.find((candidate) => candidate.id === boardId) ?? null;
    chosenRef.current = board;
    setChosen(board);
    host?.setConfigurationValid(board !== null);
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('teams_config_heading')}</Title2>
      {!host && <InlineAlert intent="info" message={t('teams_config_outside')} />}
      <Text>{t('teams_config_intro')}</Text>
      {boards.isPending && <BusySpinner label={t('app_part_loading')} />}
      {boards.isError && <InlineAlert intent="error" message={boards.error.message} />}
      {boards.data?.length === 0 && <Text>{t('app_part_empty')}</Text>}
      {boards.data && boards.data.length > 0 && (
        <RadioGroup aria-label={t('board_selector')} value={chosen?.id ?? ''} onChange={(_, data) => choose(data.value)}>
          {boards.data.map((board) => (
            <Radio
              key={board.id}
              value={board.id}
              label={{
                children: (
                  <>
                    <Text weight="semibold">{board.name}</Text>
                    {board.description && (
                      <Text block className={styles.description}>
                        {board.description}
                      </Text>
                    )}
                  </>
                ),
              }}
            />
          ))}
        </RadioGroup>
      )}
    </div>
  );
}
