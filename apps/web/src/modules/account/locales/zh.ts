// The account module's own messages outside the core (pages that load them with themselves).
export const zhAccount = {
  authRedirect: {
    title: '登录信息已返回原窗口',
    description: '请回到原来的窗口继续操作；如果没有看到，可以在这里重新登录。',
    login: '前往登录',
  },
  profile: {
    title: '个人资料',
    avatar: '头像',
    upload: '上传头像',
    removeAvatar: '移除头像',
    introduction: '个人简介',
    placeholder: '介绍一下您的岗位和专业，方便项目成员了解您',
    tooLong: '个人简介不能超过 {{max}} 个字',
    saved: '个人资料已保存',
  },
};
