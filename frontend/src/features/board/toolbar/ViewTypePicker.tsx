import { Dropdown, Field, Option } from '@fluentui/react-components';
import { VIEW_TYPE, type ViewType } from '@listboard/shared';
import { setBoardViewType } from '../../../api/boardView';
import { useT } from '../../../i18n/useT';
import { useTelemetry } from '../../../telemetry';
import { useInlineFieldStyles } from './inlineFieldStyles';
import { DROPDOWN_TEXTS } from '../../../ui/controlTexts';
import { VIEW_TYPE_LABELS } from './viewTypeLabels';

const VIEW_TYPES = [VIEW_TYPE.Default, VIEW_TYPE.ParentChild, VIEW_TYPE.HideSubTasks] as const;

/** Spec 1 section 3: the view types of a board with subtasks; the choice is kept per board in local storage. */
export function ViewTypePicker({ boardId, value }: { boardId: string; value: ViewType }) {
  const t = useT();
  const styles = useInlineFieldStyles();
  const telemetry = useTelemetry();
  const change = (viewType: ViewType) => {
    setBoardViewType(boardId, viewType);
    telemetry.track('view_changed', { boardId, viewType: String(viewType) });
  };
  return (
    <Field label={t('view_type_label')} orientation="horizontal" className={styles.field}>
      <Dropdown
        {...DROPDOWN_TEXTS}
        className={styles.dropdown}
        value={t(VIEW_TYPE_LABELS[value])}
        selectedOptions={[String(value)]}
        onOptionSelect={(_, data) => change(Number(data.optionValue) as ViewType)}
      >
        {VIEW_TYPES.map((type) => (
          <Option key={type} value={String(type)}>
            {t(VIEW_TYPE_LABELS[type])}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
