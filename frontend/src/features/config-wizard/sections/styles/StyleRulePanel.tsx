import { Field as FluentField, Input, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DEFAULT_ITEM_FONT_COLOR, type StyleRule } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ColorInput } from '../../controls/ColorInput';
import { RuleConditions } from '../../controls/RuleConditions';
import { RulePanel } from '../../controls/RulePanel';
import { useWizard } from '../../WizardContext';

const useStyles = makeStyles({
  colors: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
});

type ItemColor = StyleRule['itemColor'];

export interface StyleRulePanelProps {
  rule: StyleRule;
  index: number;
  onChange: (patch: Partial<StyleRule>) => void;
  onRemove: () => void;
}

/** One style rule: its name, whether it applies, the card colours it sets and the conditions it holds for. */
export function StyleRulePanel({ rule, index, onChange, onRemove }: StyleRulePanelProps) {
  const styles = useStyles();
  const t = useT();
  const { showProblems } = useWizard();
  const title = rule.name.trim() || t('cfg_style_unnamed');
  const badges = [...(rule.isSystem ? [t('cfg_style_system')] : []), ...(rule.isDisabled ? [t('cfg_style_disabled')] : [])];
  const color = (key: keyof ItemColor) => (value: string | undefined) => onChange({ itemColor: { ...rule.itemColor, [key]: value } });
  // The board's validation does not look at style rules; the schema refuses a rule without a name.
  const nameProblem = showProblems && !rule.name.trim() ? t('required_field') : undefined;

  return (
    <RulePanel
      index={index}
      path={`styles.${index}`}
      title={title}
      badges={badges}
      removeLabel={rule.isSystem ? undefined : t('cfg_style_remove', { name: title })}
      onRemove={onRemove}
    >
      <FluentField label={t('cfg_style_name')} required validationMessage={nameProblem}>
        <Input value={rule.name} onChange={(_, data) => onChange({ name: data.value })} />
      </FluentField>
      <Switch label={t('cfg_style_enabled')} checked={!rule.isDisabled} onChange={(_, data) => onChange({ isDisabled: !data.checked })} />
      <div className={styles.colors}>
        <ColorInput label={t('cfg_style_border')} value={rule.itemColor.borderColor} optional onChange={color('borderColor')} />
        <ColorInput label={t('cfg_style_body')} value={rule.itemColor.bodyColor} optional onChange={color('bodyColor')} />
        <ColorInput label={t('cfg_style_font')} value={rule.itemColor.fontColor ?? DEFAULT_ITEM_FONT_COLOR} onChange={color('fontColor')} />
        <ColorInput label={t('cfg_style_outline')} value={rule.itemColor.outlineColor} optional onChange={color('outlineColor')} />
      </div>
      {rule.hideConditions ? (
        <Text>{t('cfg_style_fixed_conditions')}</Text>
      ) : (
        <RuleConditions conditions={rule.conditions} onChange={(conditions) => onChange({ conditions })} />
      )}
    </RulePanel>
  );
}
