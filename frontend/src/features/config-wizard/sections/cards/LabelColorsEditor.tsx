import { useState } from 'react';
import { Badge, Button, Field as FluentField, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type Field, type LabelColor, addLabel, isNewLabel, removeLabel } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ColorInput } from '../../controls/ColorInput';
import { useProblemMessageUnder } from '../../controls/problems';
import { useWizard } from '../../WizardContext';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  // On a phone a label's button and the adder's button wrap below rather than widen the page.
  label: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  name: { minWidth: '160px', paddingBottom: tokens.spacingVerticalXS },
  adder: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
  },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The labels and their colours (spec 2 section 4): a saved label is disabled rather than deleted, a
 * label added since is dropped, at least one stays enabled; re-adding a name enables it again.
 */
export function LabelColorsEditor({ labelsField }: { labelsField: Field | undefined }) {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const problem = useProblemMessageUnder('labelsColors');
  const labels = draft.labelsColors;
  const setLabels = (next: LabelColor[]) => {
    setRefusal(undefined);
    update((d) => ({ ...d, labelsColors: next }));
  };
  const add = (labelName: string) => {
    const result = addLabel(labels, labelName);
    if ('error' in result) {
      setRefusal(t(result.error));
    } else {
      setLabels(result.labels);
      setName('');
    }
  };
  const remove = (label: LabelColor) => {
    const result = removeLabel(labels, label.name, isNewLabel(label.name, labelsField));
    if ('error' in result) setRefusal(t(result.error));
    else setLabels(result.labels);
  };

  return (
    <div role="group" aria-label={t('cfg_labels')} className={styles.root}>
      <ul className={styles.list}>
        {labels.map((label, index) => (
          <li key={`${label.name}:${index}`} className={styles.label}>
            <ColorInput
              label={t('cfg_label_color', { name: label.name })}
              value={label.color}
              onChange={(color) => setLabels(labels.map((l, i) => (i === index ? { ...l, color: color ?? l.color } : l)))}
            />
            <Text className={styles.name}>{label.name}</Text>
            {label.disabled ? (
              <>
                <Badge appearance="outline" color="informative">
                  {t('cfg_label_disabled')}
                </Badge>
                <Button size="small" onClick={() => add(label.name)}>
                  {t('cfg_label_enable', { name: label.name })}
                </Button>
              </>
            ) : (
              <Button size="small" onClick={() => remove(label)}>
                {t(isNewLabel(label.name, labelsField) ? 'cfg_label_remove' : 'cfg_label_disable', { name: label.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {(refusal ?? problem) && (
        <Text role="alert" className={styles.problem}>
          {refusal ?? problem}
        </Text>
      )}
      <div className={styles.adder}>
        <FluentField label={t('cfg_label_new')}>
          <Input value={name} onChange={(_, data) => setName(data.value)} onKeyDown={(event) => event.key === 'Enter' && add(name)} />
        </FluentField>
        <Button icon={<AddRegular />} onClick={() => add(name)}>
          {t('cfg_label_add')}
        </Button>
      </div>
    </div>
  );
}
