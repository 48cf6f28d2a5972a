// Left drawer for small screens. Its code (Radix Dialog) loads when it first opens; drawer-panel.tsx is the drawer.
import { lazyDialog } from './lazy-dialog.tsx';

/** Left drawer for small screens: closes on Escape, a backdrop click or its close button, and gives focus back to what opened it. */
export const Drawer = lazyDialog(() => import('./drawer-panel.tsx').then((module) => module.DrawerPanel), (props) => props.isOpen);
