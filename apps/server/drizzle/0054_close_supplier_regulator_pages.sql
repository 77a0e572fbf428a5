-- Issue 22, decided in docs/decisions/role-visibility.md: the product specification grants the supplier
-- (供应商业务员, role 81) nothing of the contractor's 资金支付, 月度产值 or 投诉与履约, and the regulator
-- (质监站监督员, role 91) nothing of the contractor's 成本台账. A fresh database no longer grants them
-- (the modules' *.menus.ts); the catalogue sync only adds pages, so a database already running loses
-- the grants here. The access-notify trigger tells every process.
DELETE FROM "role_menu"
WHERE ("role_id" = 81 AND "menu_id" IN (
        SELECT "id" FROM "menu" WHERE "name" IN ('ProjectFunds', 'ProjectOutput', 'ProjectComplaint')))
   OR ("role_id" = 91 AND "menu_id" IN (SELECT "id" FROM "menu" WHERE "name" = 'ProjectCost'));
