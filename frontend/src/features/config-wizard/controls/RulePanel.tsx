import type { ReactNode } from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';
import { useWizard } from '../WizardContext';
import type { OpenPanels } from './useOpenPanels';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
  remove: { alignSelf: 'flex-start' },
});

/** The panels of a list of rules, open as useOpenPanels keeps them. */
export function RulePanels({ panels, children }: { panels: OpenPanels; children: ReactNode }) {
  return (
    <Accordion multiple collapsible openItems={panels.openItems} onToggle={(_, data) => panels.toggle(Number(data.value))}>
      {children}
    </Accordion>
  );
}

export interface RulePanelProps {
  /** The rule's place in its list, which is also the panel's value in RulePanels. */
  index: number;
  /** The rule's name, or what a rule without one is called. */
  title: string;
  /** Short states shown beside the title, e.g. "Disabled". */
  badges?: readonly string[];
  /** Where the rule is in the configuration, e.g. 'filters.2': a problem under it marks the header, since a closed panel hides it. */
  path: string;
  /** The remove button's text; rules that must stay (system rules) have none. */
  removeLabel?: string;
  onRemove?: () => void;
  children: ReactNode;
}

/** One rule as a panel: its title and states in the header, its settings in a group named by the title. */
export function RulePanel({ index, title, badges = [], path, removeLabel, onRemove, children }: RulePanelProps) {
  const styles = useStyles();
  const t = useT();
  const { problems, showProblems } = useWizard();
  const hasProblem = showProblems && problems.some((p) => Boolean(p.path?.startsWith(`${path}.`)));
  return (
    <AccordionItem value={String(index)}>
      <AccordionHeader>
        <span className={styles.header}>
          {title}
          {badges.map((badge) => (
            <Badge key={badge} appearance="outline" color="informative">
              {badge}
            </Badge>
          ))}
          {hasProblem && (
            <Badge appearance="tint" color="danger">
              {t('rules_has_problems')}
            </Badge>
          )}
        </span>
      </AccordionHeader>
      <AccordionPanel>
        <div role="group" aria-label={title} className={styles.panel}>
          {children}
          {removeLabel && onRemove && (
            <Button className={styles.remove} icon={<DeleteRegular />} onClick={onRemove}>
              {removeLabel}
            </Button>
          )}
        </div>
      </AccordionPanel>
    </AccordionItem>
  );
}
