-- 我的消息 gained sending a message (with a file) to other members of the project: the `add` action.
-- The catalogue sync grants a new page's actions only when it adds the page, so a database that
-- already had 我的消息 gets `add` here, for every role that reads its messages. No deployment can have
-- withheld it on purpose before this release brought it.
UPDATE "role_menu"
SET "actions" = array_append("actions", 'add')
WHERE "menu_id" IN (SELECT "id" FROM "menu" WHERE "name" = 'MyMessage')
  AND 'list' = ANY ("actions")
  AND NOT ('add' = ANY ("actions"));
