// The user manual page's own messages (its text is in content/); loaded with the page.
export const zhManual = {
  manual: {
    description:
      '按菜单介绍每个页面的用途、由谁填写以及提交后的流转。在页面上点击标题旁的“?”可直接打开对应章节。',
    search: '搜索手册，如“试块”“整改”“验收”',
    noMatch: '没有找到包含“{{keyword}}”的内容',
    matches: '找到 {{count}} 节',
    contents: '目录',
    backToLogin: '返回登录',
    loadFailed: '手册加载失败',
  },
};
