/** The title and description of /SubmitMeterReading, whichever of its two modules renders it. */
export const submitPageMeta = {
  title: 'Please submit your meter reads',
  description: 'Send us your electricity or gas meter reading and see your past readings.',
} as const;
