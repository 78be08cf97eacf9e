import { CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from "@shared/contract/admin";

/**
 * The template admins download: the header row and example rows showing quoting and each question
 * type (a single-correct row may leave the type columns blank; a file with only the first seven
 * columns imports too).
 */
export const CSV_TEMPLATE = [
  [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS].join(","),
  'What is the SI unit of force?,newton,joule,watt,pascal,a,"One newton accelerates 1 kg at 1 m/s², so F = ma.",Physics,Laws of Motion,easy,single,,,,',
  '"Which of these, taken together, are vectors?","Speed, mass","Velocity, displacement","Work, energy","Time, length",b,"Both have a direction; write a quote inside quotes as ""like this"".",Physics,Kinematics,medium,,,,,',
  "Which of these are noble gases?,Neon,Nitrogen,Argon,Oxygen,,Neon and argon are in group 18.,Chemistry,Periodic Table,easy,multiple,Helium,a;c;e,,",
  "A body falls from rest for 2 s (g = 9.8 m/s²). How far does it fall in metres?,,,,,,s = ½gt² = 19.6 m.,Physics,Kinematics,medium,numerical,,,19.5,19.7",
  "",
].join("\n");

export const CSV_TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
