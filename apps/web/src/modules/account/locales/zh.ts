// The account module's own messages outside the core (pages that load them with themselves).
export const zhAccount = {
  authRedirect: {
    title: '登录信息已返回原窗口',
    description: '请回到原来的窗口继续操作；如果没有看到，可以在这里重新登录。',
    login: '前往登录',
  },
};
