import { CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from "@shared/contract/admin";

/** The template admins download: the header row and two example rows showing quoting. */
export const CSV_TEMPLATE = [
  [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS].join(","),
  'What is the SI unit of force?,newton,joule,watt,pascal,a,"One newton accelerates 1 kg at 1 m/s², so F = ma.",Physics,Laws of Motion,easy',
  '"Which of these, taken together, are vectors?","Speed, mass","Velocity, displacement","Work, energy","Time, length",b,"Both have a direction; write a quote inside quotes as ""like this"".",Physics,Kinematics,medium',
  "",
].join("\n");

export const CSV_TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
