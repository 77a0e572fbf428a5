import type { MenuRoute, ProjectListItem, UserInfo } from '@zhuji/shared';

// Test data shaped like the seeded server menu and demo user (apps/server/src/seed), for unit tests.

const ACTIONS = ['list', 'detail', 'add', 'update', 'remove', 'export', 'import'];

export const SEED_LIKE_MENU: MenuRoute[] = [
  {
    path: '/home',
    name: 'Home',
    component: 'Layout',
    redirect: '/home/index',
    hidden: false,
    meta: { title: 'menu.Home', icon: 'home', actions: ACTIONS },
    children: [
      {
        path: 'index',
        name: 'HomeIndex',
        component: 'home/index',
        hidden: false,
        meta: { title: 'menu.HomeIndex', affix: true, actions: ACTIONS },
      },
    ],
  },
  {
    path: '/project',
    name: 'Project',
    component: 'Layout',
    redirect: '/project/list',
    hidden: false,
    meta: { title: 'menu.Project', icon: 'project', actions: ACTIONS },
    children: [
      {
        path: 'list',
        name: 'ProjectList',
        component: 'project/list',
        hidden: false,
        meta: { title: 'menu.ProjectList', keepAlive: true, actions: ACTIONS },
      },
    ],
  },
  {
    path: '/pileFoundation',
    name: 'PileFoundation',
    component: 'Layout',
    redirect: '/pileFoundation/construction',
    hidden: false,
    meta: { title: 'menu.PileFoundation', icon: 'pile', actions: ACTIONS },
    children: [
      {
        path: 'construction',
        name: 'PileConstruction',
        component: 'pile/construction',
        hidden: false,
        meta: { title: 'menu.PileConstruction', keepAlive: true, actions: ACTIONS },
      },
      {
        path: 'acceptance',
        name: 'PileAcceptance',
        component: 'pile/acceptance',
        hidden: false,
        meta: { title: 'menu.PileAcceptance', actions: ['list'] },
      },
    ],
  },
  {
    path: '/collaboration',
    name: 'Collaboration',
    component: 'Layout',
    redirect: '/collaboration/myMessage',
    hidden: false,
    meta: { title: 'menu.Collaboration', icon: 'message', actions: ACTIONS },
    children: [
      {
        path: 'myMessage',
        name: 'MyMessage',
        component: 'collaboration/my-message',
        hidden: false,
        meta: { title: 'menu.MyMessage', actions: ACTIONS },
      },
    ],
  },
];

export const DEMO_PROJECTS: ProjectListItem[] = [
  {
    id: 11,
    proId: 11,
    projectName: '一标段 桩基工程',
    mainProjectName: '钱塘新区江东安置房（一期）项目',
    division: 'PILE_FOUNDATION',
    auditStatus: 3,
  },
  {
    id: 21,
    proId: 21,
    projectName: '湘湖 桩基工程',
    mainProjectName: '萧山湘湖未来社区（二期）',
    division: 'PILE_FOUNDATION',
    auditStatus: 0,
  },
];

export const demoUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 2,
  name: '张建国',
  roles: [
    { id: 3, name: '项目经理', compType: 1 },
    { id: 19, name: '项目技术负责人', compType: 1 },
  ],
  currentRole: { id: 3, name: '项目经理', compType: 1 },
  currentAccount: { checkCode: false, situation: 1, name: '张建国', phone: '13805710001', judge: false },
  units: [{ id: 2, name: '浙江华东建工集团有限公司', value: ['33'] }],
  currentUnit: { id: 2, name: '浙江华东建工集团有限公司', compTypeId: 1 },
  currentProject: {
    id: 11,
    name: '一标段 桩基工程',
    division: 'PILE_FOUNDATION',
    money: '3860.5000',
    contractModeValue: 'PUBLIC_BIDDING',
    auditStatus: 3,
    baseStatus: 1,
    mainStatus: 1,
  },
  collaboration: { msgCount: 4 },
  showOutputNotice: false,
  version: 'V1.0.0',
  routes: SEED_LIKE_MENU,
  avatar: null,
  introduction: '',
  accountType: 'companyAdmin',
  setting: {},
  showSubmitNumber: true,
  ...overrides,
});
