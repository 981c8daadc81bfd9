import type { ReactElement } from 'react';
import { Button, MenuItem } from '@fluentui/react-components';

/**
 * The trigger of a tool's menu: a toolbar button, or an item of the mobile menu that opens the
 * tool's menu as a submenu (Fluent nests a Menu whose trigger is a MenuItem).
 */
export function toolTrigger(nested: boolean, icon: ReactElement, label: string): ReactElement {
  return nested ? <MenuItem icon={icon}>{label}</MenuItem> : <Button icon={icon}>{label}</Button>;
}
