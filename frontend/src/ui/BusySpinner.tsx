import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** A centred spinner with its busy message (the spinner's accessible name). */
export function BusySpinner({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label={label} labelPosition="below" />
    </div>
  );
}
