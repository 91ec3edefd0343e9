import type { CollectionInput } from "../../../contract";
import { item } from "./helpers";
import { OTHER, SECTOR, TREND } from "./tags";

const AI_STANDARD = 40;
const DATA_STANDARD = 41;

type St = [title: string, slug: string, excerpt: string, body: string, standardBody: string, status: string, tags: string[], date: string, featured?: boolean];

/** Summaries of published international standards and frameworks, written for the sample portal. */
const ai: St[] = [
  ["ISO/IEC 42001: AI management systems", "iso-iec-42001-ai-management-systems", "Requirements for an organisation’s AI management system.",
    "Sets out how an organisation establishes, maintains and improves a management system for developing or using AI responsibly.", "ISO/IEC", "Published", [OTHER.standards, TREND.responsible], "2024-02-19", true],
  ["ISO/IEC 23894: AI risk management", "iso-iec-23894-ai-risk-management", "Guidance on managing risks specific to AI.",
    "Adapts general risk management practice to AI systems across their life cycle.", "ISO/IEC", "Published", [OTHER.standards, TREND.responsible], "2024-04-15"],
  ["ISO/IEC 22989: AI concepts and terminology", "iso-iec-22989-ai-concepts-terminology", "Common vocabulary for AI.",
    "Defines terms and concepts so that standards, contracts and policies use AI words consistently.", "ISO/IEC", "Published", [OTHER.standards, SECTOR.education], "2024-06-10"],
  ["ISO/IEC 23053: Framework for AI systems using machine learning", "iso-iec-23053-ml-framework", "Describes the components of ML-based AI systems.",
    "Provides a framework for describing machine learning systems and their parts.", "ISO/IEC", "Published", [OTHER.standards, OTHER.research], "2024-08-26"],
  ["ISO/IEC 5338: AI system life cycle processes", "iso-iec-5338-ai-life-cycle", "Processes for the life cycle of AI systems.",
    "Extends software life cycle processes to cover data, models and continuous learning.", "ISO/IEC", "Published", [OTHER.standards, OTHER.applications], "2024-10-21"],
  ["ISO/IEC TR 24027: Bias in AI systems", "iso-iec-tr-24027-bias", "Technical report on bias in AI-aided decision making.",
    "Describes sources of bias and techniques to assess and address them.", "ISO/IEC", "Published (technical report)", [OTHER.standards, TREND.responsible], "2025-01-06"],
  ["ISO/IEC TR 24028: Trustworthiness in AI", "iso-iec-tr-24028-trustworthiness", "Overview of trustworthiness in AI.",
    "Surveys approaches to transparency, robustness, safety and privacy in AI systems.", "ISO/IEC", "Published (technical report)", [OTHER.standards, TREND.responsible], "2025-03-17"],
  ["IEEE 7001: Transparency of autonomous systems", "ieee-7001-transparency", "Measurable levels of transparency for autonomous systems.",
    "Defines transparency levels for different stakeholders, from users to investigators.", "IEEE", "Published", [OTHER.standards, TREND.responsible], "2025-05-12"],
  ["IEEE 7000: Addressing ethical concerns during system design", "ieee-7000-ethical-design", "A process for considering ethical values in system design.",
    "Gives engineers a process to identify stakeholder values and turn them into requirements.", "IEEE", "Published", [OTHER.standards, SECTOR.governance], "2025-07-28"],
  ["NIST AI Risk Management Framework 1.0", "nist-ai-rmf-1-0", "A voluntary framework for managing AI risks.",
    "Organised around four functions — govern, map, measure and manage — with companion profiles.", "NIST", "Published (voluntary framework)", [OTHER.standards, TREND.responsible, OTHER.international], "2025-10-06"],
  ["ISO/IEC 42005: AI system impact assessment", "iso-iec-42005-impact-assessment", "Guidance on assessing the impacts of AI systems.",
    "Helps organisations assess how an AI system may affect individuals and society.", "ISO/IEC", "Published", [OTHER.standards, TREND.responsible, SECTOR.governance], "2026-02-02", true],
  ["Fairness assessment and rating of AI systems (TEC)", "tec-fairness-assessment-ai-systems", "An Indian standard for assessing fairness of AI systems.",
    "Describes procedures to assess and rate the fairness of AI systems.", "Telecommunication Engineering Centre", "Published", [OTHER.standards, TREND.responsible], "2026-05-18", true],
];

const data: St[] = [
  ["Dublin Core Metadata Element Set (ISO 15836)", "dublin-core-iso-15836", "Fifteen core elements for describing resources.",
    "A simple, widely used set of elements such as title, creator, date and rights.", "DCMI / ISO", "Published", [OTHER.standards, TREND.datasets], "2024-02-26", true],
  ["DCAT: Data Catalog Vocabulary", "dcat-data-catalog-vocabulary", "W3C vocabulary for describing datasets in catalogues.",
    "Lets data catalogues publish descriptions of datasets and distributions in a standard way.", "W3C", "W3C Recommendation", [OTHER.standards, TREND.datasets, SECTOR.governance], "2024-05-06", true],
  ["Schema.org Dataset", "schema-org-dataset", "Structured data markup that helps search engines find datasets.",
    "Web pages describing datasets can embed this markup to appear in dataset search tools.", "Schema.org", "Active vocabulary", [OTHER.standards, TREND.datasets], "2024-07-15"],
  ["Croissant: metadata for ML datasets", "croissant-ml-dataset-metadata", "Metadata format describing datasets for machine learning.",
    "Builds on schema.org to describe dataset structure, files and responsible-AI attributes for ML use.", "MLCommons", "Published specification", [OTHER.standards, TREND.datasets, OTHER.foundation], "2024-09-23"],
  ["ISO 19115: Geographic information metadata", "iso-19115-geographic-metadata", "Metadata for geographic datasets and services.",
    "Describes the extent, quality, reference system and distribution of geospatial data.", "ISO", "Published", [OTHER.standards, OTHER.geospatial], "2024-12-02"],
  ["SDMX: Statistical Data and Metadata eXchange", "sdmx-statistical-data-exchange", "Standard for exchanging statistical data and metadata.",
    "Used by statistical agencies to share time series and their definitions.", "SDMX sponsors / ISO 17369", "Published", [OTHER.standards, SECTOR.governance, SECTOR.finance], "2025-02-17"],
  ["ISO/IEC 11179: Metadata registries", "iso-iec-11179-metadata-registries", "Framework for registering and managing data element definitions.",
    "Helps organisations define data elements consistently across systems.", "ISO/IEC", "Published", [OTHER.standards, TREND.datasets], "2025-04-28"],
  ["HL7 FHIR", "hl7-fhir", "Standard for exchanging health records electronically.",
    "Defines resources and APIs for interoperable health data exchange.", "HL7 International", "Normative (partly) and trial use", [OTHER.standards, SECTOR.healthcare], "2025-07-14", true],
  ["W3C PROV-O: Provenance ontology", "w3c-prov-o-provenance", "Vocabulary for recording where data came from.",
    "Describes entities, activities and agents involved in producing data.", "W3C", "W3C Recommendation", [OTHER.standards, TREND.datasets, TREND.responsible], "2025-10-13"],
  ["ISO/IEC 5259: Data quality for analytics and machine learning", "iso-iec-5259-data-quality-ml", "Series on data quality for analytics and ML.",
    "Covers data quality concepts, measures, management and process frameworks for ML data.", "ISO/IEC", "Published (multi-part series)", [OTHER.standards, TREND.datasets], "2026-01-05"],
  ["ISO 8000: Data quality", "iso-8000-data-quality", "International standard series on data quality and master data.",
    "Specifies requirements for data quality and the exchange of quality master data.", "ISO", "Published", [OTHER.standards, SECTOR.finance], "2026-04-06"],
  ["FAIR Guiding Principles", "fair-guiding-principles", "Principles to make data findable, accessible, interoperable and reusable.",
    "Widely adopted guidance for research data management and publishing.", "GO FAIR community", "Community principles", [OTHER.standards, OTHER.research, TREND.datasets], "2026-07-13"],
];

const build = (type: number, theme: "standards" | "data") => ([title, slug, excerpt, body, standardBody, status, tags, date, featured]: St) =>
  item(type, {
    title, slug, excerpt, tags, theme, date, featured, read_time: 2,
    body: [body, `Issued by ${standardBody}. Status: ${status}.`, "This is a short summary for orientation; consult the official text for requirements."],
    attributes: { standard_body: standardBody, standard_status: status },
  });

export const aiStandards: CollectionInput[] = ai.map(build(AI_STANDARD, "standards"));
export const dataStandards: CollectionInput[] = data.map(build(DATA_STANDARD, "data"));
