import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { TRIAL_INDUSTRIES, TRIAL_SIZES } from '@listboard/shared';
import type { MessageKey } from '../../../i18n/i18n';
import { useT } from '../../../i18n/useT';
import { SelectControl } from '../../../ui/fields/SelectControl';
import type { ContactField } from './trialContact';
import { industryKey } from './trialContact';
import type { ContactForm } from './useContactForm';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
});

interface TextFieldSpec {
  field: Exclude<ContactField, 'industry' | 'size'>;
  label: MessageKey;
  required: boolean;
  /** The browser's autofill name, so a person fills their details in one go. */
  autoComplete: string;
  type?: 'email' | 'tel';
  /** The contract's limits (trialInfoRequestSchema). */
  maxLength: number;
}

const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { field: 'firstName', label: 'license_first_name', required: true, autoComplete: 'given-name', maxLength: 100 },
  { field: 'lastName', label: 'license_last_name', required: true, autoComplete: 'family-name', maxLength: 100 },
  { field: 'company', label: 'license_company', required: true, autoComplete: 'organization', maxLength: 200 },
  { field: 'position', label: 'license_position', required: false, autoComplete: 'organization-title', maxLength: 100 },
  { field: 'email', label: 'license_email', required: true, autoComplete: 'email', type: 'email', maxLength: 320 },
  { field: 'mobile', label: 'license_mobile', required: false, autoComplete: 'tel', type: 'tel', maxLength: 40 },
];

/** The contact fields of the trial form and of the book-a-demo dialog, each with its problem shown beneath it. */
export function TrialContactFields({ form, disabled }: { form: ContactForm; disabled: boolean }) {
  const styles = useStyles();
  const t = useT();
  const problem = (field: ContactField) => {
    const key = form.problemOf(field);
    return { validationState: key ? ('error' as const) : ('none' as const), validationMessage: key ? t(key) : undefined };
  };
  const industries = TRIAL_INDUSTRIES.map((industry) => ({ value: industry, text: t(industryKey(industry)) }));
  const sizes = TRIAL_SIZES.map((size) => ({ value: size, text: t('license_size_band', { band: size }) }));

  return (
    <div className={styles.grid}>
      {TEXT_FIELDS.map(({ field, label, required, autoComplete, type, maxLength }) => (
        <Field key={field} label={t(label)} required={required} {...problem(field)}>
          <Input
            type={type}
            autoComplete={autoComplete}
            maxLength={maxLength}
            disabled={disabled}
            value={form.contact[field]}
            onChange={(_, data) => form.set(field, data.value)}
            onBlur={() => form.leave(field)}
          />
        </Field>
      ))}
      <Field label={t('license_industry')} required {...problem('industry')}>
        <div onBlur={() => form.leave('industry')}>
          <SelectControl
            name={t('license_industry')}
            options={industries}
            selected={form.contact.industry ? [form.contact.industry] : []}
            multi={false}
            allowFillIn={false}
            required
            disabled={disabled}
            onChange={(chosen) => form.set('industry', chosen[0] ?? '')}
          />
        </div>
      </Field>
      <Field label={t('license_size')} required {...problem('size')}>
        <div onBlur={() => form.leave('size')}>
          <SelectControl
            name={t('license_size')}
            options={sizes}
            selected={form.contact.size ? [form.contact.size] : []}
            multi={false}
            allowFillIn={false}
            required
            disabled={disabled}
            onChange={(chosen) => form.set('size', chosen[0] ?? '')}
          />
        </div>
      </Field>
    </div>
  );
}
