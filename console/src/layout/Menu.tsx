import KeyIcon from '@mui/icons-material/Key';
import SendIcon from '@mui/icons-material/Send';
import DefaultIcon from '@mui/icons-material/ViewList';
import { createElement, type ReactElement } from 'react';
import { Badge, Box, Divider, ListSubheader } from '@mui/material';
import {
  Menu as RaMenu,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import type { InboxCounts } from '@clinic/contract';
import { COMPOSE_PATH } from '../resources/messages/delivery';
import { useInbox } from '../inbox/useInbox';

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
    resources: ['messages', 'message-templates'],
    links: [{ to: COMPOSE_PATH, label: 'resources.messages.compose.menu', icon: <SendIcon /> }],
  },
  {
    label: 'app.menu.community',
    resources: ['center/questions', 'clinic/reviews2', 'review-words', 'boards', 'board-posts', 'board-comments'],
  },
];

type Group = (typeof GROUPS)[number];

/** The lists whose menu entry shows how many records wait for staff (live, see useInbox). */
const WAITING: Readonly<Record<string, keyof Omit<InboxCounts, 'newest'>>> = {
  forms: 'formsNew',
  'center/questions': 'questionsWaiting',
  'clinic/reviews2': 'reviewsPending',
};

/** A resource's menu entry; where records wait for staff, a badge on its icon with their number. */
function ResourceItem({ name, inbox }: { name: string; inbox: InboxCounts | undefined }) {
  const resources = useResourceDefinitions();
  const getLabel = useGetResourceLabel();
  const translate = useTranslate();
  const key = WAITING[name];
  const count = key && inbox ? inbox[key] : 0;
  if (!count) return <RaMenu.ResourceItem name={name} />;
  const icon = resources[name]?.icon;
  return (
    <RaMenu.ResourceItem
      name={name}
      data-testid={`menu-waiting-${key}`}
      aria-label={translate('app.inbox.menuLabel', { label: getLabel(name, 2), count })}
      leftIcon={
        <Badge badgeContent={count} max={99} color="error">
          {icon ? createElement(icon) : <DefaultIcon />}
        </Badge>
      }
    />
  );
}

function MenuGroup({ group, names, inbox }: { group: Group; names: string[]; inbox: InboxCounts | undefined }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const label = translate(group.label);
  return (
    <>
      <Divider sx={{ my: 0.5 }} />
      {/* A menu holds items and groups only: the heading names the group and is not read twice. */}
      <Box role="group" aria-label={label}>
        {open && (
          <ListSubheader component="div" aria-hidden disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
            {label}
          </ListSubheader>
        )}
        {group.links?.map((link) => (
          <RaMenu.Item key={link.to} to={link.to} primaryText={link.label} leftIcon={link.icon} />
        ))}
        {names.map((name) => (
          <ResourceItem key={name} name={name} inbox={inbox} />
        ))}
      </Box>
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
  // Asked once here for every entry (see useInbox).
  const inbox = useInbox();
  const resources = useResourceDefinitions();
  const listed = Object.keys(resources).filter((name) => resources[name]?.hasList);
  const groupOf = (name: string) => GROUPS.find((group) => group.resources.includes(name));
  const placed = new Set<Group>();
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="app.dashboard.title" />
      {listed.map((name) => {
        const group = groupOf(name);
        if (!group) return <ResourceItem key={name} name={name} inbox={inbox} />;
        if (placed.has(group)) return null;
        placed.add(group);
        const names = group.resources.filter((member) => listed.includes(member));
        return <MenuGroup key={group.label} group={group} names={names} inbox={inbox} />;
      })}
      <RaMenu.Item to="/password" primaryText="app.password.menu" leftIcon={<KeyIcon />} />
    </RaMenu>
  );
}
