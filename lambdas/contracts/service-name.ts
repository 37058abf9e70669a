/** Powertools service name of every function (the `service` key of each log line), set by infra/ and read by the logger. */
export const API_SERVICE_NAME = 'fernleaf-api';
