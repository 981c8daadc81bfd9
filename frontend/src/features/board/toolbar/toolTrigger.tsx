import type { ReactElement } from 'react';
import { MenuItem } from '@fluentui/react-components';
import { toolButton } from './toolbarButtons';

/**
 * The trigger of a tool's menu: a toolbar button, or an item of the mobile menu that opens the
 * tool's menu as a submenu (Fluent nests a Menu whose trigger is a MenuItem).
 */
export function toolTrigger(nested: boolean, icon: ReactElement, label: string): ReactElement {
  return nested ? <MenuItem icon={icon}>{label}</MenuItem> : toolButton(icon, label);
}
