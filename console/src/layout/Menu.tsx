import KeyIcon from '@mui/icons-material/Key';
import SendIcon from '@mui/icons-material/Send';
import type { ReactElement } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { COMPOSE_PATH } from '../resources/messages/delivery';

/**
 * Resources shown together under a heading, wherever the first of them stands in App; `links` are
 * pages of the group that are not resources (custom routes), listed first.
 */
const GROUPS: ReadonlyArray<{
  label: string;
  resources: readonly string[];
  links?: ReadonlyArray<{ to: string; label: string; icon: ReactElement }>;
}> = [
  {
    label: 'app.menu.messaging',
    resources: ['messages'],
    links: [{ to: COMPOSE_PATH, label: 'resources.messages.compose.menu', icon: <SendIcon /> }],
  },
  {
    label: 'app.menu.community',
    resources: ['center/questions', 'clinic/reviews2', 'review-words', 'boards', 'board-posts', 'board-comments'],
  },
];

type Group = (typeof GROUPS)[number];

function MenuGroup({ group, names }: { group: Group; names: string[] }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      <Divider sx={{ my: 0.5 }} />
      {open && (
        <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
          {translate(group.label)}
        </ListSubheader>
      )}
      {group.links?.map((link) => (
        <RaMenu.Item key={link.to} to={link.to} primaryText={link.label} leftIcon={link.icon} />
      ))}
      {names.map((name) => (
        <RaMenu.ResourceItem key={name} name={name} />
      ))}
      {/* Two groups in a row share one line. */}
      <Divider sx={{ my: 0.5, '& + hr': { display: 'none' } }} />
    </>
  );
}

/**
 * The dashboard (the home), then every resource in the order App declares them (a group under its
 * heading where its first member stands), then the staff member's own password.
 */
export function Menu() {
  const resources = useResourceDefinitions();
  const listed = Object.keys(resources).filter((name) => resources[name]?.hasList);
  const groupOf = (name: string) => GROUPS.find((group) => group.resources.includes(name));
  const placed = new Set<Group>();
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="app.dashboard.title" />
      {listed.map((name) => {
        const group = groupOf(name);
        if (!group) return <RaMenu.ResourceItem key={name} name={name} />;
        if (placed.has(group)) return null;
        placed.add(group);
        const names = group.resources.filter((member) => listed.includes(member));
        return <MenuGroup key={group.label} group={group} names={names} />;
      })}
      <RaMenu.Item to="/password" primaryText="app.password.menu" leftIcon={<KeyIcon />} />
    </RaMenu>
  );
}
