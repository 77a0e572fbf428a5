// Page titles of the fixed routes (the menu's pages are titled by the menu). Its own file so that a
// module manifest can name a title (kit/web-module.ts) without depending on every module's messages.
export const zhRoute = {
  home: '首页',
  login: '登录',
  notFound: '页面不存在',
  serverError: '服务器错误',
  noPermission: '没有权限',
  register: '单位注册',
  findPassword: '找回密码',
  passwordUpdate: '修改密码',
  phoneUpdate: '修改手机号',
  announcement: '通知公告',
  previewDetection: '检测报告验真',
  onlyPicture: '图片',
  manual: '用户手册',
  authRedirect: '登录跳转',
  site: '现场录入',
};
