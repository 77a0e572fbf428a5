import type { Messages } from '../kit/web-module';
import type { WebModules } from '../modules';
import { zhDialogs } from './zh-dialogs';
import { zhKit } from './zh-kit';
import { zhRoute } from './zh-route';
import { zhShell } from './zh-shell';
// The reference locale: every key the UI uses is defined here first; en and es must match its shape.
export const zh = {
  app: {
    name: {
      saasPlatform: '筑基SaaS平台',
      wholeChainPlatform: '全链条工程建设平台',
      workbench: '施工生产工作台',
      titleSuffix: 'SaaS平台 - 业务系统',
    },
    tagline: '工程建设质量全过程管理',
  },
  language: {
    label: '语言',
    zh: '简体中文',
    en: 'English',
    es: 'Español',
  },
  route: zhRoute,

  errors: {
    backHome: '返回首页',
    back: '返回上一页',
    notFound: {
      title: '404',
      description: '抱歉，您访问的页面不存在或已被移除。',
    },
    serverError: {
      title: '500',
      description: '抱歉，服务器出了点问题，请稍后再试。',
    },
    noPermission: {
      title: '401',
      description: '抱歉，您没有权限访问该页面，如有需要请联系管理员。',
    },
  },
  login: {
    title: '账号登录',
    account: '账号',
    accountPlaceholder: '请输入账号',
    accountRequired: '请输入账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    failed: '登录失败，请稍后重试',
    insecureContext: '当前连接不安全，浏览器无法加密密码，请通过 HTTPS 访问本系统',
    copyright: '© {{year}} {{platform}}',
    register: '注册单位',
    forgotPassword: '忘记密码？',
    code: '短信验证码',
    codePlaceholder: '请输入短信验证码',
    codeRequired: '请输入短信验证码',
    codeSent: '验证码已发送至 {{phone}}，请输入短信验证码完成登录',
    status: {
      title: '{{name}}：{{status}}',
      ask: '查询单位注册审核状态',
      placeholder: '统一社会信用代码',
      check: '查询',
      badCode: '请输入正确的统一社会信用代码',
      loading: '正在查询审核状态…',
      pending: '待审核',
      pendingHint: '平台审核通过后，本单位账号即可登录；审核结果会以短信通知单位管理员。',
      active: '已审核通过',
      activeHint: '本单位账号现在可以登录。',
      disabled: '已停用',
      disabledHint: '本单位已停用，请联系平台客服。',
      rejected: '已驳回',
      reason: '驳回原因：{{reason}}。请修改后联系平台客服重新审核。',
    },
  },
  home: {
    greeting: {
      morning: '早上好，{{name}}',
      afternoon: '下午好，{{name}}',
      evening: '晚上好，{{name}}',
    },
    welcome: '欢迎使用{{platform}}',
    description: '业务模块正在建设中，敬请期待。',
    logout: '退出登录',
    company: '所属单位',
    currentProject: '当前项目',
    division: '工程类别',
    currentRole: '当前角色',
    noRole: '未分配角色',
    noProject: '暂无当前项目',
    projectCount: '我的项目',
    unreadMessages: '未读消息',
    projects: '我的项目',
    current: '当前',
    noProjects: '您尚未加入任何项目',
    projectsFailed: '项目列表加载失败',
    infoIncomplete: '信息待完善',
    loadFailed: '用户信息加载失败',
    retry: '重试',
  },
  account: {
    field: {
      name: '姓名',
      namePlaceholder: '请输入姓名',
      phone: '手机号',
      phonePlaceholder: '请输入11位手机号',
      code: '验证码',
      codePlaceholder: '请输入短信验证码',
      oldPassword: '原密码',
      oldPasswordPlaceholder: '请输入原密码',
      currentPassword: '登录密码',
      currentPasswordPlaceholder: '请输入当前登录密码',
      password: '密码',
      newPassword: '新密码',
      passwordPlaceholder: '6-20位数字或字母，区分大小写',
      passwordConfirm: '确认密码',
      passwordConfirmPlaceholder: '请再次输入密码',
    },
    backToLogin: '返回登录',
    backHome: '返回首页',
    register: {
      title: '单位注册',
      description: '提交后由平台审核，审核通过即可使用管理员账号登录',
      companySection: '单位信息',
      adminSection: '管理员账号',
      unitName: '单位名称',
      unitNamePlaceholder: '请输入营业执照上的单位全称',
      creditCode: '统一社会信用代码',
      creditCodePlaceholder: '请输入18位统一社会信用代码',
      creditCodeTaken: '该统一社会信用代码已注册（{{name}}）',
      compType: '单位类型',
      compTypePlaceholder: '请选择单位类型',
      compTypeRequired: '请选择单位类型',
      qualification: '资质',
      qualificationPlaceholder: '请选择资质（选填）',
      qualificationNeedsType: '请先选择单位类型',
      region: '所在地区',
      regionRequired: '请选择所在地区',
      address: '详细地址',
      addressPlaceholder: '街道、门牌号等，最多50个字',
      legalPerson: '法定代表人',
      legalPersonPlaceholder: '请输入法定代表人姓名',
      legalPersonPhone: '法定代表人手机号',
      technician: '技术负责人',
      technicianPlaceholder: '请输入技术负责人姓名（选填）',
      technicianPhone: '技术负责人手机号',
      technicianPhonePlaceholder: '请输入手机号（选填）',
      account: '登录账号',
      accountPlaceholder: '2-20位中文或英文字母',
      adminName: '管理员姓名',
      adminPhone: '管理员手机号',
      submit: '提交注册',
      haveAccount: '已有账号？',
      toLogin: '去登录',
      pendingTitle: '注册申请已提交，等待审核',
      pendingDescription: '平台审核「{{unit}}」的注册信息后，即可使用账号「{{account}}」登录。',
      activeTitle: '注册成功',
      activeDescription: '「{{unit}}」已开通，现在即可使用账号「{{account}}」登录。',
      goLogin: '前往登录',
    },
    passwordUpdate: {
      title: '修改密码',
      description: '修改成功后，所有设备上的登录都会失效，需要使用新密码重新登录。',
      submit: '确认修改',
      sameAsOld: '新密码不能与原密码相同',
      success: '密码已修改，请使用新密码重新登录',
    },
    phoneUpdate: {
      title: '修改手机号',
      description: '验证码将发送到新手机号，验证通过并核对登录密码后即可更换。',
      current: '当前手机号',
      none: '未绑定',
      newPhone: '新手机号',
      newPhonePlaceholder: '请输入新的11位手机号',
      samePhone: '新手机号与当前手机号相同',
      submit: '确认修改',
      success: '手机号已修改',
    },
    findPassword: {
      title: '找回密码',
      description: '通过账号绑定的手机号接收验证码，重新设置登录密码',
      submit: '重置密码',
      success: '密码已重置，请使用新密码登录',
    },
    personal: {
      title: '完善个人信息',
      description: '首次登录请完善个人信息并设置新密码，保存后需使用新密码重新登录。',
      locked: '姓名和手机号已由管理员登记，不可修改。',
      phoneSearchHint: '输入6位以上可搜索已登记的手机号',
      save: '保存',
      logout: '退出登录',
      success: '个人信息已保存，请使用新密码重新登录',
    },
  },
  ...zhShell,
  ...zhDialogs,
  ...zhKit,
  division: {
    MAIN: '主体结构工程',
    PILE_FOUNDATION: '桩基工程',
  },
  api: {
    loginExpired: '用户登录已过期',
    timeout: '请求超时，请稍后重试',
    network: '网络异常，请检查网络连接后重试',
    failed: '请求失败',
    withDetail: '{{message}}：{{detail}}',
    status: {
      '400': '请求错误，未创建或修改数据',
      '401': '没有权限（令牌、用户名或密码错误）',
      '403': '用户得到授权，但访问被禁止',
      '404': '记录不存在',
      '406': '请求的格式不可得',
      '410': '请求的资源已被永久删除',
      '422': '创建对象时发生验证错误',
      '500': '服务器发生错误',
      '502': '网关错误',
      '503': '服务不可用',
      '504': '网关超时',
      other: '请求失败，状态码 {{status}}',
    },
  },
};

/** One type made of every member of a union: A | B → A & B. */
type Intersect<U> = (U extends unknown ? (member: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** The zh messages of every module in the list, as one type. */
type ModuleMessages = Intersect<Awaited<ReturnType<WebModules[number]['locales']['zh']>>>;

/** The menu page titles every module declares (kit/menu-titles.ts), as `menu` messages. */
type ModuleMenuTitles = {
  menu: { [Name in keyof Intersect<Awaited<ReturnType<WebModules[number]['menuTitles']>>>]: string };
};

/**
 * Every message the UI has: the core above, bundled with the entry, each module's own zh messages,
 * which load with the module's views (kit/web-module.ts) so they do not weigh on the login page, and
 * the modules' menu titles, which the layout registers before it draws the menu.
 */
export type AllMessages = typeof zh & ModuleMessages & ModuleMenuTitles;

/** The shape en and es must have (they are loaded whole, lazily); a missing key is a type error too. */
export type LocaleMessages = Messages<AllMessages>;
