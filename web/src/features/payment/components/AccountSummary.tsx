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
    <Box sx={{ bgcolor: 'primary.light', borderRadius: 2, p: 2, mb: 3 }}>
      {/* Label above value on phones, side by side where there is room. */}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          '& dd + dt': { mt: { xs: 1, sm: 0 } },
        }}
      >
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
      {/* The negative margin lines the button's text up with the details above it. */}
      <Button variant="text" onClick={onChangeAccount} sx={{ mt: 1, ml: -1 }}>
        Change account
      </Button>
    </Box>
  );
}
