import type { ModuleMenu } from '../../platform/access';

export const collaborationMenus: ModuleMenu[] = [
  {
    group: 'Collaboration',
    order: 10,
    path: 'myMessage',
    name: 'MyMessage',
    component: 'collaboration/my-message',
    meta: { title: 'menu.MyMessage' },
    // Every party of a project reads its messages and may send one (with a file) to other members.
    roleActions: () => ['list', 'detail', 'add'],
  },
];
