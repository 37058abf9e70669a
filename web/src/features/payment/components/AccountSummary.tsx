import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface AccountSummaryProps {
  accountNo: string;
  addressSingleLine: string;
  onChangeAccount: () => void;
}

/** Which account the payment goes to, so the payer can check it before paying. */
export function AccountSummary({ accountNo, addressSingleLine, onChangeAccount }: AccountSummaryProps) {
  return (
    <Box sx={{ bgcolor: 'primary.light', borderRadius: 2, p: 2, mb: 3, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Account number
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {accountNo}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Address
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {addressSingleLine}
        </Typography>
      </Box>
      <Button variant="text" onClick={onChangeAccount} sx={{ alignSelf: 'center' }}>
        Change account
      </Button>
    </Box>
  );
}
