import { type JSX, useId, useMemo, useState } from 'react';
import { CompoundButton, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BugRegular, CalendarLtrRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { type StarterKey, type StarterTemplate, starterTemplates } from '@listboard/shared';
import { appLocale } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { StarterTemplateDialog } from './StarterTemplateDialog';

const ICONS: Record<StarterKey, JSX.Element> = {
  tasks: <TaskListLtrRegular />,
  bugTriage: <BugRegular />,
  contentCalendar: <CalendarLtrRegular />,
};

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    // One column on a phone, as many 260 px columns as fit on wider screens.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  starter: { width: '100%', height: '100%', maxWidth: 'none', justifyContent: 'flex-start', textAlign: 'start' },
});

/**
 * The ready boards of the boards home, in the page's language; choosing one asks for the board's name
 * (StarterTemplateDialog) and makes it. Only for those who may create boards.
 */
export function StarterTemplates({ onImported }: { onImported: (boardId: string) => void }) {
  const styles = useStyles();
  const t = useT();
  const headingId = useId();
  const starters = useMemo(() => starterTemplates(appLocale), []);
  const [chosen, setChosen] = useState<StarterTemplate | null>(null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {t('home_starters_heading')}
      </Subtitle1>
      <Text className={styles.hint}>{t('home_starters_hint')}</Text>
      <ul className={styles.grid}>
        {starters.map((starter) => (
          <li key={starter.key}>
            <CompoundButton
              className={styles.starter}
              icon={ICONS[starter.key]}
              secondaryContent={starter.description}
              onClick={() => setChosen(starter)}
            >
              {starter.name}
            </CompoundButton>
          </li>
        ))}
      </ul>
      {chosen && <StarterTemplateDialog key={chosen.key} starter={chosen} onClose={() => setChosen(null)} onImported={onImported} />}
    </section>
  );
}
