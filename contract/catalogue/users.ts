import { defineMessages } from './define.ts';

export const usersMessages = defineMessages(
  {
    users: {
      group: {
        intro: '权限组决定其用户能看到的菜单和能使用的功能；修改后，组内用户的下一次操作即按新权限生效。',
        create: '新建权限组',
        editTitle: '编辑权限组',
        permsTitle: '权限配置：{name}',
        name: '权限组名称',
        audience: '权限组用途',
        tree: '菜单和功能权限',
        treeHint: '只能授予本账号自身拥有的权限；勾选任一子项时，其上级菜单随之选中。',
        otherMenus: '其他菜单',
        functions: '功能权限',
        confirmCreate: '确定创建权限组“{name}”吗？',
        created: '权限组“{name}”已创建',
        updated: '权限组“{name}”已保存',
        permsSaved: '权限组“{name}”的权限已保存，组内用户下一次操作时生效',
        confirmDelete: '确定删除权限组“{name}”吗？删除后不可恢复。',
        deleted: '权限组“{name}”已删除',
        cannotDelete:
          '权限组“{name}”下还有 {count} 个用户，不能删除。请先在“用户列表”中将这些用户移到其他权限组。',
        goUsers: '去调整用户',
      },
      user: {
        intro: '新用户首次登录时须修改初始密码；锁定的用户不能登录，已登录的会话立即失效。',
        create: '新建用户',
        editTitle: '编辑用户',
        pickGroup: '选择权限组',
        noGroups: '还没有权限组，请先在“权限组”中新建。',
        fixedGroup: '当前登录账号和主账号的权限组不能在这里修改。',
        created: '用户“{username}”已创建，首次登录时须修改密码',
        updated: '用户“{username}”已保存',
        confirmReset: '确定重置用户“{username}”的登录密码吗？其当前会话将失效。',
        resetText: '新密码只显示这一次，请告知该用户；其下次登录时须修改密码。',
        confirmLock: '确定锁定用户“{username}”吗？锁定后其不能登录，当前会话立即失效。',
        locked: '用户“{username}”已锁定',
        confirmUnlock: '确定解锁用户“{username}”吗？',
        unlocked: '用户“{username}”已解锁',
        confirmDelete: '确定删除用户“{username}”吗？删除后不可恢复。',
        deleted: '用户“{username}”已删除',
      },
      groupAudiences: {
        staff: '本企业用户',
        sub_client: '子客户',
      },
      permGroupList: {
        filter: {
          name: '权限组名称',
        },
        column: {
          audience: '适用于',
          user_count: '用户数',
          menu_count: '菜单权限数',
          func_count: '功能权限数',
          actions: {
            perms: '权限配置',
          },
        },
      },
      tatuses: {
        locked: '锁定',
      },
      permUserList: {
        filter: {
          username: {
            placeholder: '用户名或姓名',
          },
        },
        column: {
          phone: '手机号',
          last_login_at: '最后登录时间',
          last_login_ip: '最后登录IP',
          actions: {
            lock: '锁定',
            unlock: '解锁',
          },
        },
      },
    },
  },
  {
    users: {
      group: {
        intro:
          "A permission group decides which menus its users see and which functions they may use; a change applies to the group's users from their next action.",
        create: 'New permission group',
        editTitle: 'Edit permission group',
        permsTitle: 'Permissions: {name}',
        name: 'Group name',
        audience: 'Group for',
        tree: 'Menus and functions',
        treeHint:
          'Only permissions your own account holds can be granted; a menu is selected as soon as any page under it is.',
        otherMenus: 'Other pages',
        functions: 'Functions',
        confirmCreate: 'Create the permission group "{name}"?',
        created: 'Permission group "{name}" created',
        updated: 'Permission group "{name}" saved',
        permsSaved: 'Permissions of "{name}" saved; its users get them from their next action',
        confirmDelete: 'Delete the permission group "{name}"? This cannot be undone.',
        deleted: 'Permission group "{name}" deleted',
        cannotDelete:
          'Permission group "{name}" still has {count} users and cannot be deleted. Move them to another group under Users first.',
        goUsers: 'Go to users',
      },
      user: {
        intro:
          'A new user must change the initial password at the first login; a locked user cannot log in and its open sessions end at once.',
        create: 'New user',
        editTitle: 'Edit user',
        pickGroup: 'Choose a permission group',
        noGroups: 'There is no permission group yet: create one under Permission groups first.',
        fixedGroup: 'The group of your own account and of the main account cannot be changed here.',
        created: 'User "{username}" created; a new password must be set at the first login',
        updated: 'User "{username}" saved',
        confirmReset: 'Reset the login password of "{username}"? Their open sessions will end.',
        resetText:
          'The new password is shown only this once: pass it on to the user, who must change it at the next login.',
        confirmLock:
          'Lock "{username}"? They will not be able to log in, and their open sessions end at once.',
        locked: 'User "{username}" locked',
        confirmUnlock: 'Unlock "{username}"?',
        unlocked: 'User "{username}" unlocked',
        confirmDelete: 'Delete the user "{username}"? This cannot be undone.',
        deleted: 'User "{username}" deleted',
      },
      groupAudiences: {
        staff: 'Own staff',
        sub_client: 'Sub-customers',
      },
      permGroupList: {
        filter: {
          name: 'Permission group',
        },
        column: {
          audience: 'For',
          user_count: 'Users',
          menu_count: 'Menus',
          func_count: 'Functions',
          actions: {
            perms: 'Permissions',
          },
        },
      },
      tatuses: {
        locked: 'Locked',
      },
      permUserList: {
        filter: {
          username: {
            placeholder: 'Username or name',
          },
        },
        column: {
          phone: 'Mobile',
          last_login_at: 'Last login',
          last_login_ip: 'Last login IP',
          actions: {
            lock: 'Lock',
            unlock: 'Unlock',
          },
        },
      },
    },
  },
);
