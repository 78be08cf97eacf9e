/**
 * Source notes (and as-of dates) for the factual questions of the first bank, which were written
 * before the bank recorded them: where each fact can be checked. Applied by withSourceNotes.
 */

const NCERT_HISTORY_6 = "NCERT Our Pasts-I (Class 6)";
const NCERT_THEMES_1 = "NCERT Themes in Indian History Part I (Class 12)";
const NCERT_THEMES_2 = "NCERT Themes in Indian History Part II (Class 12)";
const NCERT_THEMES_3 = "NCERT Themes in Indian History Part III (Class 12)";
const SPECTRUM_MODERN = "NCERT Our Pasts-III (Class 8)";
const POLITY_11 = "NCERT Indian Constitution at Work (Class 11)";
const CONSTITUTION = "Constitution of India";
const GEO_11_PHYSICAL = "NCERT Fundamentals of Physical Geography (Class 11)";
const GEO_11_INDIA = "NCERT India: Physical Environment (Class 11)";
const MACRO_12 = "NCERT Introductory Macroeconomics (Class 12)";
const BIO_11 = "NCERT Biology Class 11";
const BIO_12 = "NCERT Biology Class 12";
const SCIENCE_10 = "NCERT Science Class 10";
const PHYSICS_11 = "NCERT Physics Class 11";

export const FIRST_BANK_SOURCES: Record<string, { source: string; asOf?: string }> = {
  "upsc-hist-01": { source: `${NCERT_THEMES_1}, Ch. 1 Bricks, Beads and Bones` },
  "upsc-hist-02": { source: `${NCERT_HISTORY_6}, Ch. 5 What Books and Burials Tell Us` },
  "upsc-hist-03": { source: `${NCERT_THEMES_1}, Ch. 2 Kings, Farmers and Towns` },
  "upsc-hist-04": { source: "NCERT Our Pasts-II (Class 7), Ch. 3 The Delhi Sultans" },
  "upsc-hist-05": { source: `${NCERT_THEMES_2}, Ch. 7 An Imperial Capital: Vijayanagara` },
  "upsc-hist-09": { source: `${SPECTRUM_MODERN}, Ch. 9 The Making of the National Movement: 1870s-1947` },
  "upsc-hist-10": { source: `${NCERT_THEMES_3}, Ch. 14 Understanding Partition` },
  "upsc-pol-01": { source: `${POLITY_11}, Ch. 1 Constitution: Why and How?` },
  "upsc-pol-03": {
    source: `${CONSTITUTION}, Articles 19 and 300A; Constitution (Forty-fourth Amendment) Act, 1978`,
  },
  "upsc-pol-04": { source: `${CONSTITUTION}, Articles 40, 43, 46 and 48 (Part IV)` },
  "upsc-pol-05": { source: `${CONSTITUTION}, Articles 109, 110 and 117` },
  "upsc-pol-06": { source: `${CONSTITUTION}, Articles 108 and 109` },
  "upsc-pol-07": { source: `${CONSTITUTION}, Article 54 and its Explanation (Seventieth Amendment, 1992)` },
  "upsc-pol-08": {
    source:
      "Kesavananda Bharati v. State of Kerala (1973) and Minerva Mills v. Union of India (1980), Supreme Court of India",
  },
  "upsc-pol-09": { source: `${CONSTITUTION}, Part IX (Articles 243-243O) and the Eleventh Schedule` },
  "upsc-pol-10": {
    source:
      "Resolution of the Union Cabinet, 1 January 2015 (NITI Aayog); Constitution of India, Articles 280, 315, 324 and 338",
  },
  "upsc-geo-01": { source: `${GEO_11_PHYSICAL}, Ch. 8 Composition and Structure of Atmosphere` },
  "upsc-geo-02": { source: `${GEO_11_PHYSICAL}, Ch. 10 Atmospheric Circulation and Weather Systems` },
  "upsc-geo-03": { source: `${GEO_11_INDIA}, Ch. 2 Structure and Physiography` },
  "upsc-geo-04": { source: `${GEO_11_INDIA}, Ch. 3 Drainage System` },
  "upsc-geo-05": { source: `${GEO_11_INDIA}, Ch. 3 Drainage System` },
  "upsc-geo-06": { source: `${GEO_11_INDIA}, Ch. 4 Climate` },
  "upsc-geo-07": {
    source: `${GEO_11_INDIA}, Ch. 4 Climate; India Meteorological Department, monsoon and ENSO/IOD explainers`,
  },
  "upsc-geo-08": {
    source: "NCERT Fundamentals of Human Geography (Class 12), Ch. 8 International Trade (sea routes)",
  },
  "upsc-geo-09": {
    source: "NCERT Contemporary World Politics (Class 12) / atlas: Caspian Sea littoral states",
  },
  "upsc-geo-10": { source: `${GEO_11_INDIA}, Ch. 6 Soils` },
  "upsc-eco-01": { source: `${MACRO_12}, Ch. 2 National Income Accounting` },
  "upsc-eco-02": { source: `${MACRO_12}, Ch. 2 National Income Accounting` },
  "upsc-eco-03": { source: `${MACRO_12}, Ch. 5 Government Budget and the Economy` },
  "upsc-eco-04": { source: "Reserve Bank of India Act, 1934, Section 45ZB (as amended in 2016)" },
  "upsc-eco-05": { source: `${MACRO_12}, Ch. 3 Money and Banking` },
  "upsc-eco-06": { source: `${MACRO_12}, Ch. 4 Determination of Income and Employment` },
  "upsc-eco-07": { source: `${MACRO_12}, Ch. 6 Open Economy Macroeconomics` },
  "upsc-eco-08": { source: `${MACRO_12}, Ch. 6 Open Economy Macroeconomics` },
  "upsc-eco-09": { source: `${MACRO_12}, Ch. 2 National Income Accounting (GDP deflator)` },
  "upsc-eco-10": {
    source:
      "NCERT Indian Economic Development (Class 11), Ch. 6 Rural Development; CACP, Ministry of Agriculture",
  },
  "upsc-env-01": { source: "NCERT Biology Class 12, Ch. 11 Organisms and Populations; Ch. 12 Ecosystem" },
  "upsc-env-02": { source: `${BIO_12}, Ch. 12 Ecosystem` },
  "upsc-env-03": { source: "IUCN Red List Categories and Criteria, Version 3.1" },
  "upsc-env-04": {
    source: "Conservation International, Biodiversity Hotspots (36 hotspots); NCERT Biology Class 12, Ch. 13",
  },
  "upsc-env-05": {
    source: "Kaziranga National Park, UNESCO World Heritage List (1985); Assam Forest Department",
  },
  "upsc-env-06": {
    source:
      "UNESCO Man and the Biosphere Programme; Ministry of Environment, Forest and Climate Change, Biosphere Reserves of India",
  },
  "upsc-env-07": { source: "Paris Agreement (2015), Article 2.1(a)" },
  "upsc-env-08": {
    source: "IPCC Sixth Assessment Report (2021), Working Group I, Ch. 7, Table 7.15 (GWP-100)",
  },
  "upsc-env-09": { source: "National Green Tribunal Act, 2010" },
  "upsc-env-10": {
    source: "Montreal Protocol (1987) and its Kigali Amendment (2016), UNEP Ozone Secretariat",
  },
  "upsc-sci-01": {
    source: "NCERT Biology Class 11, Ch. 9 Biomolecules; NCERT Science Class 10, Ch. 6 Life Processes",
  },
  "upsc-sci-02": { source: `${SCIENCE_10}, Ch. 10 The Human Eye and the Colourful World` },
  "upsc-sci-03": { source: `${PHYSICS_11}, Ch. 7 Gravitation (geostationary satellites)` },
  "upsc-sci-04": {
    source: "Nobel Prize in Chemistry 2020, scientific background (CRISPR-Cas9 genetic scissors)",
  },
  "upsc-sci-05": { source: "World Health Organization, How do vaccines work? (mRNA vaccines), 2021" },
  "upsc-sci-06": {
    source: "Department of Atomic Energy, India's three-stage nuclear power programme; NPCIL reactor types",
  },
  "upsc-sci-07": {
    source:
      "NCERT Informatics Practices Class 12 / Reserve Bank of India, Concept Note on Central Bank Digital Currency (2022)",
  },
  "upsc-sci-08": { source: "IEEE 802.11bb (2023), light communications standard" },
  "upsc-sci-09": { source: "DRDO missile programme fact sheets (Agni-V, BrahMos, Astra, Prithvi)" },
  "upsc-sci-10": { source: "NCERT Biology Class 11, Ch. 19 Chemical Coordination and Integration" },
  "upsc-ca-01": {
    source: "ISRO, Chandrayaan-3 mission page (landing on 23 August 2023)",
    asOf: "2023-08-23",
  },
  "upsc-ca-02": {
    source: "ISRO, Aditya-L1 mission page (launch 2 September 2023, halo orbit January 2024)",
    asOf: "2024-01-06",
  },
  "upsc-ca-03": { source: "G20 New Delhi Leaders' Declaration, 9-10 September 2023", asOf: "2023-09-10" },
  "upsc-ca-04": { source: "G20 New Delhi Leaders' Declaration, 9-10 September 2023", asOf: "2023-09-10" },
  "upsc-ca-05": {
    source: "Constitution (One Hundred and Sixth Amendment) Act, 2023, Gazette of India, 28 September 2023",
    asOf: "2023-09-28",
  },
  "upsc-ca-06": {
    source: "Olympics.com, Tokyo 2020 results: men's javelin throw (7 August 2021)",
    asOf: "2021-08-07",
  },
  "upsc-ca-07": {
    source: "Ministry of Home Affairs notifications of 23 February 2024 (commencement on 1 July 2024)",
    asOf: "2024-07-01",
  },
  "upsc-ca-08": {
    source: "ISRO and DRDO mission pages (Chandrayaan-3, Mission Shakti, Aditya-L1, Gaganyaan)",
    asOf: "2024-01-06",
  },
  "upsc-ca-09": {
    source: "FIDE, 45th Chess Olympiad, Budapest, final standings (22 September 2024)",
    asOf: "2024-09-22",
  },
  "neet-bot-01": { source: `${BIO_11}, Ch. 8 Cell: The Unit of Life` },
  "neet-bot-02": { source: `${BIO_11}, Ch. 8 Cell: The Unit of Life` },
  "neet-bot-03": { source: `${BIO_11}, Ch. 3 Plant Kingdom` },
  "neet-bot-04": { source: `${BIO_11}, Ch. 3 Plant Kingdom` },
  "neet-bot-05": { source: `${BIO_11}, Ch. 5 Morphology of Flowering Plants` },
  "neet-bot-06": { source: `${BIO_11}, Ch. 5 Morphology of Flowering Plants` },
  "neet-bot-07": { source: `${BIO_12}, Ch. 1 Sexual Reproduction in Flowering Plants` },
  "neet-bot-08": { source: `${BIO_12}, Ch. 1 Sexual Reproduction in Flowering Plants` },
  "neet-bot-09": { source: `${BIO_11}, Ch. 11 Photosynthesis in Higher Plants` },
  "neet-bot-10": { source: `${BIO_11}, Ch. 11 Photosynthesis in Higher Plants` },
  "neet-bot-11": { source: `${BIO_11}, Ch. 11 Photosynthesis in Higher Plants` },
  "neet-bot-12": { source: `${BIO_12}, Ch. 4 Principles of Inheritance and Variation` },
  "neet-bot-13": { source: `${BIO_12}, Ch. 4 Principles of Inheritance and Variation` },
  "neet-bot-14": { source: `${BIO_12}, Ch. 4 Principles of Inheritance and Variation` },
  "neet-bot-15": { source: `${BIO_12}, Ch. 5 Molecular Basis of Inheritance (Chargaff's rules)` },
  "neet-bot-16": { source: `${BIO_12}, Ch. 12 Ecosystem (10 per cent law)` },
  "neet-bot-17": { source: `${BIO_12}, Ch. 12 Ecosystem (ecological pyramids)` },
  "neet-zoo-01": { source: `${BIO_11}, Ch. 4 Animal Kingdom` },
  "neet-zoo-02": { source: `${BIO_11}, Ch. 4 Animal Kingdom` },
  "neet-zoo-03": { source: `${BIO_11}, Ch. 14 Breathing and Exchange of Gases` },
  "neet-zoo-04": { source: `${BIO_11}, Ch. 14 Breathing and Exchange of Gases` },
  "neet-zoo-05": { source: `${BIO_11}, Ch. 14 Breathing and Exchange of Gases` },
  "neet-zoo-06": { source: `${BIO_11}, Ch. 15 Body Fluids and Circulation` },
  "neet-zoo-07": { source: `${BIO_11}, Ch. 15 Body Fluids and Circulation` },
  "neet-zoo-08": { source: `${BIO_11}, Ch. 15 Body Fluids and Circulation` },
  "neet-zoo-09": { source: `${BIO_11}, Ch. 16 Excretory Products and their Elimination` },
  "neet-zoo-10": { source: `${BIO_11}, Ch. 16 Excretory Products and their Elimination` },
  "neet-zoo-11": { source: `${BIO_11}, Ch. 16 Excretory Products and their Elimination` },
  "neet-zoo-12": { source: `${BIO_11}, Ch. 18 Neural Control and Coordination` },
  "neet-zoo-13": { source: `${BIO_11}, Ch. 18 Neural Control and Coordination` },
  "neet-zoo-14": { source: `${BIO_12}, Ch. 2 Human Reproduction` },
  "neet-zoo-15": { source: `${BIO_12}, Ch. 2 Human Reproduction` },
  "neet-zoo-16": { source: `${BIO_12}, Ch. 7 Human Health and Disease` },
  "neet-zoo-17": { source: `${BIO_12}, Ch. 7 Human Health and Disease` },
  "neet-zoo-18": { source: `${BIO_12}, Ch. 6 Evolution (Hardy-Weinberg principle)` },
  "ssc-ga-01": { source: `${NCERT_THEMES_1}, Ch. 2 Kings, Farmers and Towns` },
  "ssc-ga-02": { source: `${SPECTRUM_MODERN}, Ch. 2 From Trade to Territory` },
  "ssc-ga-04": { source: `${GEO_11_INDIA}, Ch. 3 Drainage System` },
  "ssc-ga-05": { source: `${GEO_11_INDIA}, Ch. 1 India: Location` },
  "ssc-ga-06": { source: `${GEO_11_INDIA}, Ch. 1 India: Location; Survey of India coastline figures` },
  "ssc-ga-07": { source: `${CONSTITUTION}, Part III (Articles 12-35)` },
  "ssc-ga-09": { source: `${POLITY_11}, Ch. 1 Constitution: Why and How? (borrowed features)` },
  "ssc-ga-10": { source: `${CONSTITUTION}, Article 360` },
  "ssc-ga-12": { source: "Reserve Bank of India Act, 1934; RBI, history (established 1 April 1935)" },
  "ssc-ga-13": { source: `${SCIENCE_10}, Ch. 2 Acids, Bases and Salts` },
  "ssc-ga-14": { source: "NCERT Science Class 6, Ch. 2 Components of Food (deficiency diseases)" },
  "ssc-ga-15": { source: `${BIO_11}, Ch. 18 Neural Control and Coordination` },
  "ssc-ga-16": { source: `${SCIENCE_10}, Ch. 3 Metals and Non-metals` },
};
