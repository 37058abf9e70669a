import Box from '@mui/material/Box';
import { SmartLink } from '../../../components/SmartLink';
import type { LinkItem } from '../content/types';
import { proseSx } from './prose';

/** Link items (content/types.ts) as a list: optional bold lead-in, then the text, linked when a link is given. */
export function LinkList({ items }: { items: readonly LinkItem[] }) {
  return (
    <Box component="ul" sx={{ ...proseSx, pl: 3, mt: 0, mb: 2, '& li': { mb: 1 } }}>
      {items.map((item) => (
        <li key={`${item.boldText ?? ''}${item.text}`}>
          {item.boldText && <strong>{item.boldText} </strong>}
          {item.link ? <SmartLink href={item.link}>{item.text}</SmartLink> : item.text}
        </li>
      ))}
    </Box>
  );
}
