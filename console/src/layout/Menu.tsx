import KeyIcon from '@mui/icons-material/Key';
import { Divider, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';

/** Resources shown together under a heading, wherever the first of them stands in App. */
const GROUPS: ReadonlyArray<{ label: string; resources: readonly string[] }> = [
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
      {names.map((name) => (
        <RaMenu.ResourceItem key={name} name={name} />
      ))}
      <Divider sx={{ my: 0.5 }} />
    </>
  );
}

/**
 * Every resource in the order App declares them (a group under its heading where its first member
 * stands), then the staff member's own password.
 */
export function Menu() {
  const resources = useResourceDefinitions();
  const listed = Object.keys(resources).filter((name) => resources[name]?.hasList);
  const groupOf = (name: string) => GROUPS.find((group) => group.resources.includes(name));
  const placed = new Set<Group>();
  return (
    <RaMenu>
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
