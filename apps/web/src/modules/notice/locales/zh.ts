// The announcement page's zh messages; loaded with it.
export const zhNotice = {
  notice: {
    title: '通知公告',
    description: '监管部门与平台发布的通知、公告和技术提示，无需登录即可查看。',
    keyword: '搜索公告标题',
    empty: '暂无公告',
    noMatch: '没有符合条件的公告',
    loadFailed: '公告加载失败',
    publisher: '发布单位：{{publisher}}',
    read: '查看全文',
    back: '返回登录',
    total: '共 {{count}} 条',
  },
};
