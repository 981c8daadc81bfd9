import {
  Combobox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Option,
  OptionGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Item, TasksResponse } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { COMBOBOX_TEXTS } from '../../../ui/controlTexts';
import { useSearchCombobox } from '../../../ui/useSearchCombobox';
import { type PaletteCommand, paletteEntries } from './paletteEntries';

const useStyles = makeStyles({
  // Near the top, as command palettes are, and as wide as a phone allows.
  surface: { alignSelf: 'flex-start', marginTop: '10vh', maxWidth: 'min(560px, calc(100vw - 16px))' },
  combobox: { width: '100%' },
  where: { marginLeft: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface CommandPaletteProps {
  commands: readonly PaletteCommand[];
  tasks: TasksResponse;
  onOpenCard: (item: Item) => void;
  onClose: () => void;
}

/** Where a card is, as the palette writes it beside its title: its column, and its lane on a board with lanes. */
function placeOf(tasks: TasksResponse, item: Item): string {
  const row = tasks.rows.find((candidate) => candidate.columns.some((column) => column.items.includes(item)));
  const column = row?.columns.find((candidate) => candidate.items.includes(item));
  return [column?.name, row?.isDefault === false && tasks.rows.length > 1 ? row.name : null].filter(Boolean).join(' · ');
}

/**
 * The command palette (Ctrl+K, ⌘K; docs/board-page.md#keyboard-commands): one box that finds any of the board's
 * commands and any card by its title. Enter runs the command or opens the card; Escape closes it.
 */
export function CommandPalette({ commands, tasks, onOpenCard, onClose }: CommandPaletteProps) {
  const t = useT();
  const styles = useStyles();
  const { query, comboboxProps } = useSearchCombobox();
  const entries = paletteEntries(query, commands, tasks);
  const choose = (value: string | undefined) => {
    const command = commands.find((candidate) => `command:${candidate.id}` === value);
    const card = entries.cards.find((candidate) => `card:${candidate.uniqueID}` === value);
    if (!command && !card) return;
    onClose();
    // After the dialog gave the focus back: a command that moves it (the search box, a panel) keeps it.
    setTimeout(() => (command ? command.run() : card && onOpenCard(card)), 0);
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('palette_title')}</DialogTitle>
          <DialogContent>
            <Combobox
              {...COMBOBOX_TEXTS}
              {...comboboxProps}
              open
              className={styles.combobox}
              aria-label={t('palette_title')}
              placeholder={t('palette_placeholder')}
              onOptionSelect={(_, data) => choose(data.optionValue)}
              // The list stays open while the palette is: Escape closes the palette itself.
              onKeyDown={(event) => event.key === 'Escape' && onClose()}
            >
              {entries.commands.length > 0 && (
                <OptionGroup label={t('palette_commands')}>
                  {entries.commands.map((command) => (
                    <Option key={command.id} value={`command:${command.id}`} text={command.label}>
                      {command.label}
                    </Option>
                  ))}
                </OptionGroup>
              )}
              {entries.cards.length > 0 && (
                <OptionGroup label={t('palette_cards')}>
                  {entries.cards.map((item) => (
                    <Option key={item.uniqueID} value={`card:${item.uniqueID}`} text={item.name}>
                      {item.name}
                      <span className={styles.where}>{placeOf(tasks, item)}</span>
                    </Option>
                  ))}
                </OptionGroup>
              )}
              {entries.commands.length === 0 && entries.cards.length === 0 && (
                <Option disabled value="" text={t('no_matching_options')}>
                  {t('no_matching_options')}
                </Option>
              )}
            </Combobox>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
