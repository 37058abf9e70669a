import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SummaryList } from '../../../components/form';

interface AccountSummaryProps {
  accountNo: string;
  addressSingleLine: string;
  onChangeAccount: () => void;
}

/** Which account the payment goes to, so the payer can check it before paying. */
export function AccountSummary({ accountNo, addressSingleLine, onChangeAccount }: AccountSummaryProps) {
  return (
    <Box sx={{ bgcolor: 'primary.light', borderRadius: 2, p: 2, mb: 3 }}>
      <SummaryList
        rows={[
          { term: 'Account number', value: accountNo },
          { term: 'Address', value: addressSingleLine },
        ]}
      />
      {/* The negative margin lines the button's text up with the details above it. */}
      <Button variant="text" onClick={onChangeAccount} sx={{ mt: 1, ml: -1 }}>
        Change account
      </Button>
    </Box>
  );
}
