import { type StyleRule } from '../../api/rules';
import { STYLE_TYPE } from '../../api/values';
import { DEFAULT_ITEM_FONT_COLOR, type SystemStyleFields, systemStyleRules } from '../styles';

/** A custom rule the person is about to name and fill in; cards get the default font colour. */
export function newStyleRule(): StyleRule {
  return {
    name: '',
    conditions: [],
    itemColor: { fontColor: DEFAULT_ITEM_FONT_COLOR },
    styleType: STYLE_TYPE.Custom,
    isDisabled: false,
    isSystem: false,
    hideConditions: false,
  };
}

/**
 * "Reset to defaults": the system rules come back as spec 2 section 9 defines them (in front, since
 * the first matching rule colours a card); the custom rules follow unchanged.
 */
export function resetStyleRules(rules: readonly StyleRule[], board: SystemStyleFields): StyleRule[] {
  return [...systemStyleRules(board), ...rules.filter((rule) => !rule.isSystem)];
}
