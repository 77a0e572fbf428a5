// The building module's zh messages (楼栋); loaded with its pages (see kit/module-messages.ts).
export const zhBuilding = {
  building: {
    title: '楼栋',
    keyword: '搜索楼栋号或名称',
    sectionBasic: '基本信息',
    sectionRecord: '记录',
    buildNumber: '楼栋号',
    buildNumberHelp: '1–20 个字符，不能只是 0，如 1#楼、A2',
    name: '楼栋名称',
    structureType: '结构类型',
    floorsAbove: '地上层数',
    floorsAboveMin: '地上层数不少于',
    floorsBelow: '地下层数',
    cellFloor: '标准层高',
    cellArea: '建筑面积',
    buildHeight: '建筑高度',
    createdAt: '创建时间',
    updatedAt: '更新时间',
    structure: {
      frame: '框架结构',
      shearWall: '剪力墙结构',
      frameShearWall: '框架-剪力墙结构',
      masonry: '砌体结构',
    },
  },
};
