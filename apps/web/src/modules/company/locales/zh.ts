/** The unit information page (单位信息), zh. */
export const zhCompany = {
  company: {
    title: '单位信息',
    edit: '修改单位信息',
    save: '保存',
    cancel: '取消',
    saved: '单位信息已保存',
    readOnly: '仅本单位管理员可修改单位信息',
    none: '未填写',
    status: { pending: '待审核', active: '已启用', disabled: '已停用' },
    statusLabel: '审核状态',
    loginCodeRequired: '登录须短信验证码',
    loginCodeHint: '开启后，本单位用户登录时须在密码之外输入发送到本人手机的短信验证码',
    loginCodeOn: '已开启',
    loginCodeOff: '未开启',
  },
};
