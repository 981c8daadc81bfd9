import { Button, Field as FluentField, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  swatch: {
    width: '48px',
    height: '32px',
    padding: tokens.spacingHorizontalXXS,
    cursor: 'pointer',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  none: { color: tokens.colorNeutralForeground3 },
});

const HEX = /^#[0-9a-f]{6}$/i;

export interface ColorInputProps {
  label: string;
  /** A hex colour; undefined is no colour, which only an optional colour may be. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The colour can be cleared: the setting then uses no colour. */
  optional?: boolean;
}

/** A colour setting: the browser's colour picker, and for an optional colour a way back to none. */
export function ColorInput({ label, value, onChange, optional = false }: ColorInputProps) {
  const styles = useStyles();
  const t = useT();
  // The picker only holds lower-case #rrggbb; a colour written otherwise shows as black until changed.
  const shown = value && HEX.test(value) ? value.toLowerCase() : '#000000';
  return (
    <FluentField label={label}>
      {(controlProps) => (
        <div className={styles.row}>
          <input
            {...controlProps}
            type="color"
            className={styles.swatch}
            value={shown}
            onChange={(event) => onChange(event.target.value)}
          />
          {optional && !value && <Text className={styles.none}>{t('cfg_color_none')}</Text>}
          {optional && value && (
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={t('cfg_color_clear', { name: label })}
              onClick={() => onChange(undefined)}
            />
          )}
        </div>
      )}
    </FluentField>
  );
}
