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
  route: {
    home: '首页',
    login: '登录',
    notFound: '页面不存在',
    serverError: '服务器错误',
    noPermission: '没有权限',
  },
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

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** The shape every locale must have; typing en and es with it makes a missing key a type error too. */
export type LocaleMessages = Messages<typeof zh>;
