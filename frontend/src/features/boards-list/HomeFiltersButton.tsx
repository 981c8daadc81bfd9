import { useId, useState } from 'react';
import {
  Button,
  Checkbox,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Subtitle1,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, FilterRegular } from '@fluentui/react-icons';
import type { Field, FilterRule } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { ANY_TIME, DateRangePicker } from '../../ui/DateRangePicker';
import { PeoplePicker } from '../../ui/fields/PeoplePicker';
import { filterKey, isActive, withFilter } from '../../ui/filters/activeFilters';
import { privateListAfterSave, privateListWithout } from '../../ui/filters/filterDraft';
import { FilterRuleDialog } from '../../ui/filters/FilterRuleDialog';
import { type HomeFilterState, isFilteringCards } from './useHomeBoards';
import { useHomeFilterFields } from './useHomeFilterFields';
import { useSavedHomeFilters } from './useHomePreferences';
import { CountBadge } from '../../ui/CountBadge';

const useStyles = makeStyles({
  surface: { width: 'min(360px, 92vw)', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  grow: { flexGrow: 1, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

// The builder opens at once; the field list fills in when the site's fields arrive.
const NO_FIELDS: readonly Field[] = [];

interface HomeFiltersButtonProps {
  state: HomeFilterState;
  checking: boolean;
  onChange: (next: Pick<HomeFilterState, 'activeFilters' | 'people' | 'changed'>) => void;
}

/**
 * The boards home's filters panel (spec 1 section 2): the person's saved filters as toggles, the filter
 * builder popup, the people whose cards count, and clear all. The active count shows on the button.
 */
export function HomeFiltersButton({ state, checking, onChange }: HomeFiltersButtonProps) {
  const styles = useStyles();
  const t = useT();
  const savedId = useId();
  const [open, setOpen] = useState(false);
  const [building, setBuilding] = useState(false);
  const { saved, save } = useSavedHomeFilters();
  const { fields, environment } = useHomeFilterFields(building);
  const count = state.activeFilters.length + state.people.length + (state.changed.days ? 1 : 0);
  const { activeFilters, people, changed } = state;
  const toggle = (rule: FilterRule, on: boolean) => onChange({ activeFilters: withFilter(activeFilters, rule, on), people, changed });
  const remove = (rule: FilterRule) => {
    if (!saved) return;
    save.mutate(privateListWithout(saved, rule));
    toggle(rule, false);
  };

  return (
    <>
      <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Button icon={<FilterRegular />} aria-label={count > 0 ? t('home_filters_count', { count }) : t('home_filters')}>
            {t('home_filters')}
            {count > 0 && <CountBadge count={count} />}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('home_filters_heading')}>
          <Subtitle1 as="h2">{t('home_filters_heading')}</Subtitle1>
          {save.error && <InlineAlert intent="error" message={t('filters_save_failed', { message: save.error.message })} />}
          {saved?.length === 0 && <Text size={200}>{t('home_filters_none')}</Text>}
          {saved && saved.length > 0 && (
            <div role="group" aria-labelledby={savedId}>
              <Subtitle2 as="h3" id={savedId}>
                {t('home_filters_saved')}
              </Subtitle2>
              {saved.map((rule) => (
                <div key={filterKey(rule)} className={styles.row}>
                  <Checkbox
                    className={styles.grow}
                    label={rule.name}
                    checked={isActive(state.activeFilters, rule)}
                    onChange={(_, data) => toggle(rule, data.checked === true)}
                  />
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t('home_filters_delete', { name: rule.name })}
                    onClick={() => remove(rule)}
                  />
                </div>
              ))}
            </div>
          )}
          <Subtitle2 as="h3">{t('home_filters_people')}</Subtitle2>
          <PeoplePicker
            label={t('home_filters_people')}
            multi
            people={people}
            onChange={(chosen) => onChange({ activeFilters, people: chosen, changed })}
          />
          <DateRangePicker
            label={t('home_filters_changed')}
            value={changed}
            onChange={(range) => onChange({ activeFilters, people, changed: range })}
          />
          {checking && isFilteringCards(state) && <Spinner size="tiny" label={t('home_filters_checking')} />}
          <div className={styles.actions}>
            <Button
              icon={<AddRegular />}
              onClick={() => {
                setOpen(false);
                setBuilding(true);
              }}
            >
              {t('home_filters_new')}
            </Button>
            <Button
              appearance="subtle"
              disabled={count === 0}
              onClick={() => onChange({ activeFilters: [], people: [], changed: ANY_TIME })}
            >
              {t('home_filters_clear')}
            </Button>
          </div>
        </PopoverSurface>
      </Popover>
      {building && (
        <FilterRuleDialog
          editing={null}
          saved={saved ?? []}
          fields={fields ?? NO_FIELDS}
          environment={environment}
          canSave={saved !== undefined && !save.isPending}
          saveError={save.error?.message ?? null}
          onSave={(rule, original) =>
            saved &&
            save.mutate(privateListAfterSave(saved, rule, original), {
              onSuccess: () => {
                setBuilding(false);
                toggle(rule, true);
              },
            })
          }
          onApply={(rule) => {
            setBuilding(false);
            toggle(rule, true);
          }}
          onClose={() => setBuilding(false)}
        />
      )}
    </>
  );
}
