import { Button, Tooltip } from '@fluentui/react-components';
import { MoreHorizontalRegular, NavigationRegular } from '@fluentui/react-icons';

/** The actions menu's button, named by its tooltip: three dots, or the mobile menu's three lines. */
export function actionsTrigger(label: string, mobile: boolean, props: object) {
  return (
    <Tooltip content={label} relationship="label">
      <Button icon={mobile ? <NavigationRegular /> : <MoreHorizontalRegular />} {...props} />
    </Tooltip>
  );
}
