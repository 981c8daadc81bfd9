import type { ReactElement } from 'react';
import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular, NavigationRegular } from '@fluentui/react-icons';
import { LabelTooltip } from '../../../ui/deferred/LabelTooltip';

// The toolbar's buttons as its menus draw them, and as the toolbar draws them before a menu's code is there
// (DeferredMenu.tsx): one definition, so the stand-in and the menu's own button cannot differ.

/** A tool's button: its icon and its name. */
export function toolButton(icon: ReactElement, label: string, props: object = {}) {
  return (
    <Button icon={icon} {...props}>
      {label}
    </Button>
  );
}

/** The actions menu's button, named by its tooltip: three dots, or the mobile menu's three lines. */
export function actionsTrigger(label: string, mobile: boolean, props: object) {
  return (
    <LabelTooltip content={label}>
      <Button icon={mobile ? <NavigationRegular /> : <MoreHorizontalRegular />} {...props} />
    </LabelTooltip>
  );
}
